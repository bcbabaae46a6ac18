export {
  BRAND_THEMES,
  type BrandTheme,
  brandTokens,
  SHARED_TOKENS,
  TOKEN_PREFIX,
  tokensCss,
} from './tokens.ts';
