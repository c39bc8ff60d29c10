// Spec "Errors › Validation", including the intended link-field codes (the service currently
// answers those with `500 internal`; the dashboard checks links first and answers these codes itself).
import type { CatalogueEntry } from './types';

export const validationErrors = {
  invalid_input: {
    status: 400,
    retry: 'never',
    message: 'Some details are missing or not valid.',
    action: 'Check the form and try again.',
  },
  invalid_multipart: {
    status: 400,
    retry: 'never',
    message: 'The form could not be read.',
    action: 'Submit the form again.',
  },
  invalid_image_type: {
    status: 400,
    retry: 'never',
    message: 'The image must be a PNG, JPG, WebP or GIF file.',
    action: 'Choose an image in one of those formats.',
  },
  invalid_name: {
    status: 400,
    retry: 'never',
    message: 'The name must not be empty.',
    action: 'Enter a name, or leave the name unchanged.',
  },
  invalid_symbol: {
    status: 400,
    retry: 'never',
    message: 'The symbol must not be empty.',
    action: 'Enter a symbol, or leave the symbol unchanged.',
  },
  name_too_long: {
    status: 400,
    retry: 'never',
    message: 'The name is longer than 32 bytes.',
    action: 'Shorten the name (some characters take more than one byte).',
  },
  symbol_too_long: {
    status: 400,
    retry: 'never',
    message: 'The symbol is longer than 10 bytes.',
    action: 'Shorten the symbol (some characters take more than one byte).',
  },
  invalid_wallet: {
    status: 422,
    retry: 'never',
    message: 'Your wallet address is not valid on the service.',
    action: 'Contact the launch service for help with your wallet.',
  },
  invalid_website: {
    status: 400,
    retry: 'never',
    message: 'The website must be an https address with a domain name.',
    action: 'Enter a full web address such as https://example.com.',
  },
  invalid_twitter: {
    status: 400,
    retry: 'never',
    message: 'The Twitter handle is not valid.',
    action: 'Enter 1 to 15 letters, digits or underscores, or a link to the profile.',
  },
  invalid_telegram: {
    status: 400,
    retry: 'never',
    message: 'The Telegram handle is not valid.',
    action: 'Enter 5 to 32 letters, digits or underscores, or a t.me link.',
  },
  website_too_long: {
    status: 400,
    retry: 'never',
    message: 'The website is longer than 300 characters.',
    action: 'Shorten the address.',
  },
  twitter_too_long: {
    status: 400,
    retry: 'never',
    message: 'The Twitter link is longer than 300 characters.',
    action: 'Shorten the link or enter just the handle.',
  },
  telegram_too_long: {
    status: 400,
    retry: 'never',
    message: 'The Telegram link is longer than 300 characters.',
    action: 'Shorten the link or enter just the handle.',
  },
} as const satisfies Record<string, CatalogueEntry>;
