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

  it("lays a row's parts out as antd does: text in one span, each element the button's own item", () => {
    render(
      <KitButton block>
        <span>Namirnica 50</span>
        <span>150 kcal / 100g</span>
      </KitButton>,
    );
    const button = screen.getByRole('button');
    // The button's own flex items: spread apart by its justify-content, read as two words.
    expect([...button.children].map((child) => child.textContent)).toEqual([
      'Namirnica 50',
      '150 kcal / 100g',
    ]);
    const count = 3;
    render(<KitButton>Dodaj {count} stavke</KitButton>);
    const text = screen.getByRole('button', { name: 'Dodaj 3 stavke' });
    expect(text.children).toHaveLength(1);
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
