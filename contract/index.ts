export * from './lang';
export * from './primitives';
export * from './envelope';
export * from './setup';
export * from './afisha';
export * from './booking';
export * from './captcha';
export * from './order';
