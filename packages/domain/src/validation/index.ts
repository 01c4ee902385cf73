export * from './account-forms';
export * from './address-forms';
export * from './checkout-forms';
export * from './integer';
export * from './messages';
export * from './rules';
export * from './tax-number';
export * from './translate';
