import { useTranslation } from 'react-i18next';

/** The age-limit circle next to the title: `12+`. */
export function AgeBadge({ age }: { age: number }) {
  const { t } = useTranslation();
  return (
    <span className="booking-age" role="img" aria-label={t('booking.header.ageLabel', { age })}>
      {age}+
    </span>
  );
}
