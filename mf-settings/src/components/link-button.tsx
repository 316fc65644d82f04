import { useNavigate } from '@organizator/shared/router';
import type { ButtonProps } from 'antd';
import { Button } from 'antd';

/** An antd button that is a real link (`<a href>`) but navigates inside the shell's router. */
export function LinkButton({
  to,
  ...props
}: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const navigate = useNavigate();
  return (
    <Button
      {...props}
      href={to}
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
