import type { Navigation } from '../../../../engine/machines';

/** Only web addresses: a `javascript:` or `data:` URL from a broken answer is never followed. */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url, window.location.href);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * How the page leaves for the bank: one object, so that tests can watch it (jsdom cannot
 * navigate).
 */
export const bankNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Builds a hidden form of the bank's fields and submits it (a POST in this window). */
  submitForm(action: string, fields: Record<string, string>): void {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = action;
    form.hidden = true;
    for (const [name, value] of Object.entries(fields)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  },
};

/** Follows the machine's `navigation`; false when its address is not a web address. */
export function followNavigation(navigation: Navigation): boolean {
  const url = navigation.kind === 'redirect' ? navigation.url : navigation.action;
  if (!isWebUrl(url)) {
    console.error(`[payment] not following a non-web bank address: ${url.slice(0, 40)}`);
    return false;
  }
  if (navigation.kind === 'redirect') bankNavigation.assign(url);
  else bankNavigation.submitForm(url, navigation.fields);
  return true;
}
