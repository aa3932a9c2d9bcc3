import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PartySizeProps {
  value: number;
  /** The most the cart can still take (at least 1 is always shown). */
  max: number;
  onChange: (value: number) => void;
}

export const clampParty = (value: number, max: number) => Math.max(1, Math.min(Math.max(1, max), Math.floor(value) || 1));

/**
 * How many seats together. The buttons stay focusable at their bounds (aria-disabled): a
 * disabled button would drop a keyboard user's focus on the page's body.
 */
export function PartySize({ value, max, onChange }: PartySizeProps) {
  const { t } = useTranslation();
  const labelId = useId();
  // What is typed, kept while it is being typed ('' before a new number).
  const [draft, setDraft] = useState<string | null>(null);
  const set = (next: number) => {
    setDraft(null);
    onChange(clampParty(next, max));
  };
  const atMin = value <= 1;
  const atMax = value >= max;
  return (
    <div className="scheme-stepper seat-stepper__party" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="seat-stepper__party-label">
        {t('scheme.stepper.party')}
      </span>
      <button type="button" aria-label={t('scheme.stepper.partyLess')} aria-disabled={atMin || undefined} onClick={() => !atMin && set(value - 1)}>
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, max)}
        value={draft ?? String(value)}
        aria-label={t('scheme.stepper.party')}
        data-testid="party-size"
        onChange={(e) => {
          setDraft(e.target.value);
          if (e.target.value !== '') onChange(clampParty(Number(e.target.value), max));
        }}
        onBlur={() => setDraft(null)}
      />
      <button type="button" aria-label={t('scheme.stepper.partyMore')} aria-disabled={atMax || undefined} onClick={() => !atMax && set(value + 1)}>
        +
      </button>
    </div>
  );
}
