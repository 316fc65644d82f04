import { errorMessage } from '@organizator/shared/client';
import type { List } from '@organizator/shared/contract';
import { t, titledWithToday } from '@organizator/shared/i18n';
import { useLocation, useNavigate } from '@organizator/shared/router';
import { toast } from '@organizator/shared/runtime';
import { Flex, Spin } from 'antd';
import { useEffect } from 'react';
import { useCreateList } from '../api/lists';

/**
 * One creation per visit: React StrictMode (dev) runs effects twice and a remount must not create a
 * second list, so each visit (location key) keeps its one request outside the component.
 */
const visits = new Map<string, Promise<List>>();

/** /lists/new (docs/product.md#screens): creates "<default title> <today>" and replaces itself with its editor. */
export function NewListPage() {
  const navigate = useNavigate();
  const { key } = useLocation();
  const { mutateAsync } = useCreateList();

  useEffect(() => {
    let active = true;
    let visit = visits.get(key);
    if (!visit) {
      visit = mutateAsync(titledWithToday(t.lists.defaultTitle));
      visits.set(key, visit);
    }
    visit.then(
      (list) => {
        if (active) navigate(`/editor/${list.id}`, { replace: true });
      },
      (error: unknown) => {
        if (!active) return;
        toast.error(t.common.error, errorMessage(error));
        navigate('/dashboard', { replace: true });
      },
    );
    return () => {
      active = false;
    };
  }, [key, mutateAsync, navigate]);

  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }}>
      <Spin size="large" description={t.lists.creating} />
    </Flex>
  );
}
