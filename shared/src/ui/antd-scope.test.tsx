import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { AntdScope } from './antd-scope';

function MotionProbe() {
  const { token } = theme.useToken();
  return <p>{token.motion ? 'animated' : 'still'}</p>;
}

function systemAsks(reduced: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduced && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

describe('antd scope', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('turns antd motion off when the system asks for reduced motion', () => {
    systemAsks(true);
    render(
      <AntdScope>
        <MotionProbe />
      </AntdScope>,
    );
    expect(screen.getByText('still')).toBeInTheDocument();
  });

  it('keeps antd motion otherwise', () => {
    systemAsks(false);
    render(
      <AntdScope>
        <MotionProbe />
      </AntdScope>,
    );
    expect(screen.getByText('animated')).toBeInTheDocument();
  });
});
