import { TextInput, type TextInputProps } from '@mantine/core';
import { formatIban } from '@tifo/contract';
import { type ChangeEvent, forwardRef, useRef } from 'react';

/** 'ch9300762011623852957' → 'CH93 0076 2011 6238 5295 7': upper case, only letters and digits, groups of four. */
export function groupIban(value: string): string {
  return formatIban(value.replace(/[^A-Za-z0-9]/g, ''));
}

/** How many letters and digits come before `position` in `text`. */
function charactersBefore(text: string, position: number): number {
  return text.slice(0, position).replace(/[^A-Za-z0-9]/g, '').length;
}

/** The position in a grouped IBAN after `count` letters and digits. */
function positionAfter(grouped: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < grouped.length; index += 1) {
    if (/[A-Za-z0-9]/.test(grouped[index] ?? '')) seen += 1;
    if (seen === count) return index + 1;
  }
  return grouped.length;
}

type IbanInputProps = Omit<TextInputProps, 'onChange' | 'value'> & {
  value: string;
  onChange: (grouped: string) => void;
  /** ibanInputMax(country): 26 for a Swiss IBAN with its spaces, else 42. */
  maxLength: number;
};

/**
 * The IBAN shown in groups of four while typing (PRODUCT.md §validation), the caret kept after the character just typed.
 * Pasting 'ch93 0076-2011 6238 5295 7' gives the same grouping.
 */
export const IbanInput = forwardRef<HTMLInputElement, IbanInputProps>(function IbanInput(
  { value, onChange, maxLength, ...props },
  ref,
) {
  const inner = useRef<HTMLInputElement | null>(null);
  const handle = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const before = charactersBefore(input.value, input.selectionStart ?? input.value.length);
    const grouped = groupIban(input.value).slice(0, maxLength).trimEnd();
    onChange(grouped);
    const caret = positionAfter(grouped, before);
    requestAnimationFrame(() => {
      if (document.activeElement === inner.current) inner.current?.setSelectionRange(caret, caret);
    });
  };
  return (
    <TextInput
      {...props}
      ref={(element) => {
        inner.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      value={value}
      onChange={handle}
      maxLength={maxLength}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      inputMode="text"
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.04em' } }}
    />
  );
});
