import type { ButtonProps } from 'antd';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';

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
