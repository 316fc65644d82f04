import { errorMessage, isApiError } from '@organizator/shared/client';
import type { Grocery } from '@organizator/shared/contract';
import { queries } from '@organizator/shared/query';
import { useNavigate } from '@organizator/shared/router';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BarcodeScannerProps } from './barcode-scanner';

/** Where a code no food carries yet is taken: the create form, prefilled from the product lookup. */
export const createFromBarcodePath = (code: string) =>
  `/groceries/create?barcode=${encodeURIComponent(code)}`;

/**
 * What a scanned code leads to, the same in the catalogue and the diary's picker: the visible food
 * with that code goes to `onFound`; a code no food carries opens the create form, which asks the
 * product lookup for a draft; any other failure is the server's message in the scanner, whose
 * digits field stays usable.
 */
export function useBarcodeScan(onFound: (grocery: Grocery) => void) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();

  const onCode = async (code: string) => {
    setBusy(true);
    setMessage(undefined);
    try {
      const grocery = await client.fetchQuery(queries.groceries.barcode(code));
      setOpen(false);
      onFound(grocery);
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        setOpen(false);
        navigate(createFromBarcodePath(code));
      } else {
        setMessage(errorMessage(error));
      }
    } finally {
      setBusy(false);
    }
  };

  const scanner: BarcodeScannerProps = {
    open,
    busy,
    message,
    onCode: (code) => void onCode(code),
    onCancel: () => {
      setOpen(false);
      setMessage(undefined);
    },
  };
  return { openScanner: () => setOpen(true), scanner };
}
