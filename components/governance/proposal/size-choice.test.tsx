// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '@/test/support/render';
import { SizeChoice } from './size-choice';

const sizes = [50, 100, 200] as const;
const hydrated: HTMLElement[] = [];
afterEach(() => hydrated.splice(0).forEach((container) => container.remove()));

describe('SizeChoice', () => {
  it('takes a size chosen on the server’s HTML before the code arrived', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <SizeChoice sizes={sizes} value={50} onChange={() => undefined} name="size" />,
    );
    document.body.append(container);
    hydrated.push(container);
    // The person taps "200" while the page is still only HTML.
    container.querySelector<HTMLInputElement>('input[value="200"]')!.click();
    const onChange = vi.fn();
    await act(async () => {
      hydrateRoot(container, <SizeChoice sizes={sizes} value={50} onChange={onChange} name="size" />);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(200);
  });

  it('says nothing when nothing was chosen before, and each choice after', async () => {
    const onChange = vi.fn();
    const { getByRole, user } = renderWithClient(
      <SizeChoice sizes={sizes} value={50} onChange={onChange} name="size" />,
    );
    expect(onChange).not.toHaveBeenCalled();
    await user.click(getByRole('radio', { name: '100 largest votes' }));
    expect(onChange).toHaveBeenCalledWith(100);
  });
});
