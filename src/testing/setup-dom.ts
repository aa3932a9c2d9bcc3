// Component tests wait for what a user would see (findBy…, waitFor), and a lazily loaded
// part (the range calendar, a page's code) can take seconds on a loaded CI machine: the
// library's one-second default made such tests fail under load, not on a defect.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

// The app loads a language's texts when a page is in it; tests switch languages at will.
{
  const { loadLanguage, loadPageTexts } = await import('../i18n/i18n');
  await Promise.all([loadPageTexts(), ...(['en', 'kz', 'ch'] as const).map((lang) => loadLanguage(lang))]);
}

export {};
