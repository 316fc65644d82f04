import { DeleteOutlined } from '@ant-design/icons';
import { themeStore } from '@organizator/shared/runtime';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KitButton } from './kit-button';
import { themeTokenValues } from './theme-token-values';

const custom = (element: HTMLElement, name: string) => element.style.getPropertyValue(name);

describe('KitButton', () => {
  afterEach(() => act(() => themeStore.setMode('light')));

  it("is a <button> of antd's htmlType that runs its click", async () => {
    const onClick = jest.fn();
    render(
      <form>
        <KitButton type="primary" htmlType="submit" onClick={onClick}>
          Spremi
        </KitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Spremi' });
    expect(button).toHaveAttribute('type', 'submit');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading shows the spinner, says it is busy and ignores clicks', async () => {
    const onClick = jest.fn();
    render(
      <KitButton loading onClick={onClick}>
        Spremi
      </KitButton>,
    );
    const button = screen.getByRole('button', { name: /Spremi/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('.anticon-loading')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('an icon-only button is as wide as it is tall, as antd draws it', () => {
    render(<KitButton type="text" danger icon={<DeleteOutlined />} aria-label="Obriši" />);
    const button = screen.getByRole('button', { name: 'Obriši' });
    expect(button.style.width).toBe(`${themeTokenValues.light.controlHeight}px`);
    expect(button.style.padding).toBe('0px');
  });

  it("takes antd's colours of its kind from the theme in use, light and dark", () => {
    render(
      <KitButton type="primary" danger>
        Obriši
      </KitButton>,
    );
    const button = screen.getByRole('button', { name: 'Obriši' });
    expect(custom(button, '--org-kit-button-bg')).toBe(themeTokenValues.light.colorError);
    expect(custom(button, '--org-kit-button-text')).toBe(
      themeTokenValues.light.colorTextLightSolid,
    );
    act(() => themeStore.setMode('dark'));
    expect(custom(button, '--org-kit-button-bg')).toBe(themeTokenValues.dark.colorError);
    expect(themeTokenValues.dark.colorError).not.toBe(themeTokenValues.light.colorError);
  });
});
