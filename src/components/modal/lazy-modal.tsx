import { lazy, Suspense, type ComponentProps } from 'react';
import { loadPageTexts } from '../../i18n/i18n';

// With the texts outside the first chunk (the modal's close button is in them).
const Modal = lazy(() => Promise.all([import('./modal'), loadPageTexts()]).then(([m]) => ({ default: m.Modal })));

/**
 * The modal for the shell (rules texts, a refused account session): its code is fetched
 * when one opens, not with every page's first load.
 */
export function LazyModal(props: ComponentProps<typeof Modal>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
