import { render, screen } from '@testing-library/react';
import { FlexBox } from './flex-box';

describe('FlexBox', () => {
  it("lays out like antd's Flex: direction, named gaps, alignment, wrapping and the element drawn", () => {
    render(
      <FlexBox component="main" vertical gap="middle" align="center" justify="space-between" wrap>
        <span>a</span>
      </FlexBox>,
    );
    const box = screen.getByRole('main');
    expect(box).toHaveStyle({
      display: 'flex',
      flexDirection: 'column',
      gap: '16px',
      alignItems: 'center',
      justifyContent: 'space-between',
      flexWrap: 'wrap',
    });
  });
});
