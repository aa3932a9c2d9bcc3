import { useId } from 'react';

export function ToggleFilter({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="filter-toggle">
      <input id={id} type="checkbox" className="filter-toggle__input" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id} className="filter-toggle__label">
        {label}
      </label>
    </div>
  );
}
