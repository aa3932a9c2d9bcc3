// Shared by the phone input's component tests (one host, the listbox helpers).
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { setUpComponentTests } from '../../../testing/component-hooks';
import { PhoneInput } from '../phone-input';
import type { PhoneInputProps, PhoneResult } from '../types';

/** Russian texts, and a clean page, real timers and real functions after every test. */
export function registerPhoneTestHooks(): void {
  setUpComponentTests({ realTimers: true });
}

type Props = Partial<Omit<PhoneInputProps, 'value' | 'onChange'>> & { initial?: string };

/** A parent that keeps the value, as a form would, and records every result. */
export function setup(props: Props = {}) {
  const results: PhoneResult[] = [];
  const { initial = '', ...rest } = props;
  function Host() {
    const [value, setValue] = useState(initial);
    return (
      <PhoneInput
        id="phone"
        ariaLabel="Телефон"
        value={value}
        onChange={(text, result) => {
          setValue(text);
          results.push(result);
        }}
        {...rest}
      />
    );
  }
  render(<Host />);
  const input = screen.getByRole('textbox', { name: 'Телефон' }) as HTMLInputElement;
  const trigger = screen.getByRole('combobox');
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  return { input, trigger, type, results, last: () => results[results.length - 1] };
}

export const options = () => within(screen.getByRole('listbox')).getAllByRole('option');
export const activeOption = (trigger: HTMLElement) => document.getElementById(trigger.getAttribute('aria-activedescendant') ?? '');
