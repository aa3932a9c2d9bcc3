import { useSelector } from '@xstate/react';
import DOMPurify from 'dompurify';
import { useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_MAX_LENGTH } from '../../../../engine/machines';
import { Modal } from '../../../components/modal';
import type { CaptchaActor } from '../use-captcha-flow';
import '../captcha.css';

export type CaptchaModalProps = { captcha: CaptchaActor };

/**
 * The image captcha (docs/product/booking.md): shown while the captcha flow is in its image state. The
 * code is checked on submit; a wrong one brings a fresh image; closing is a failure.
 */
export function CaptchaModal({ captcha }: CaptchaModalProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const open = useSelector(captcha, (s) => s.matches('image'));
  const loading = useSelector(captcha, (s) => s.matches({ image: 'loading' }));
  const checking = useSelector(captcha, (s) => s.matches({ image: 'checking' }));
  const image = useSelector(captcha, (s) => s.context.image);
  const code = useSelector(captcha, (s) => s.context.code);
  const invalid = useSelector(captcha, (s) => s.context.error?.key === 'captcha.invalid');

  // The image is the server's SVG (or HTML): sanitised before it reaches the page.
  const imageHtml = useMemo(() => (image ? DOMPurify.sanitize(image.code, { USE_PROFILES: { svg: true, svgFilters: true, html: true } }) : ''), [image]);
  const ready = open && !loading && !checking;

  return (
    <Modal open={open} onClose={() => captcha.send({ type: 'CLOSE' })} title={t('captcha.title')} size="small" initialFocus={inputRef}>
      <form
        className="captcha"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          captcha.send({ type: 'SUBMIT' });
        }}
      >
        <p className="captcha__text">{t('captcha.prompt')}</p>
        <div className="captcha__row">
          <div className="captcha__image" role="img" aria-label={t('captcha.image')} aria-busy={loading || undefined}>
            {loading || !image ? <span className="captcha__loading">{t('captcha.loading')}</span> : <span dangerouslySetInnerHTML={{ __html: imageHtml }} />}
          </div>
          <button type="button" className="modal__button captcha__reload" onClick={() => captcha.send({ type: 'RELOAD' })} disabled={!ready}>
            {t('captcha.reload')}
          </button>
        </div>
        <label className="captcha__label" htmlFor={inputId}>
          {t('captcha.label')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="captcha__input"
          type="text"
          name="captcha"
          value={code}
          maxLength={CAPTCHA_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(e) => captcha.send({ type: 'TYPE', code: e.target.value.slice(0, CAPTCHA_MAX_LENGTH) })}
        />
        {invalid && (
          <p id={errorId} className="captcha__error" role="alert">
            {t('captcha.invalid')}
          </p>
        )}
        <div className="captcha__actions">
          <button type="submit" className="modal__button modal__button--primary" disabled={!ready || code.trim() === ''} aria-busy={checking || undefined}>
            {checking ? t('captcha.checking') : t('captcha.check')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
