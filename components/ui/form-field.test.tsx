// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { describedText, renderWithClient } from '@/test/support/render';
import { Input } from './field';
import { FormError, FormField } from './form-field';

function NameForm() {
  const form = useForm({ defaultValues: { name: '' } });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ name }) => {
        if (name === 'taken') form.setError('form' as 'name', { message: 'That name is taken.' });
      })}
    >
      <FormField control={form.control} name="name" id="name" label="Name" description="Up to 32 bytes.">
        {(control) => <Input {...control} {...form.register('name', { required: 'Enter a name.' })} />}
      </FormField>
      <FormError control={form.control} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('a form field', () => {
  it('is labelled and described, and shows the form’s error for its name, announced and linked', async () => {
    const { user } = renderWithClient(<NameForm />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(describedText(name)).toBe('Up to 32 bytes.');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(name)).toBe('Up to 32 bytes. Enter a name.');
    expect(document.getElementById('name-error')?.getAttribute('aria-live')).toBe('polite');
  });

  it('leaves an error no field owns to the form’s alert', async () => {
    const { user } = renderWithClient(<NameForm />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'taken');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('That name is taken.');
  });
});
