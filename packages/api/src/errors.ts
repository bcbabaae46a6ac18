/**
 * The exact error strings of both specs' error catalogues (photo-library §8, account-portal §8 and
 * the messages of §2 and §5). Code throws and compares these constants; the UI maps each to an i18n
 * key whose en-GB text is the same string.
 */

/** Messages thrown by the contract's own code: callers may match on them. */
export const ThrownMessage = {
  requestFailure: 'Request failure',
  unableToParseResponse: 'Unable to parse response!',
  unableToGenerateBackupRequest: 'Unable to generate backup request!',
  unableToExtractChannelId: 'Unable to extract channel ID!',
  failedToDeletePhoto: 'Failed to delete photo!',
  failedToParseActivationResponse: 'Failed to parse response!',
  exceededMaximumRetries: 'Exceeded maximum amount of retries!',
  invalidUnitSize: 'Invalid unit size!',
  unableToParseJson: 'Unable to parse JSON',
  channelNotFound: 'Channel Not Found',
  authErrorPrefix: 'Auth Error: ',
  navButtonHrefRequired: 'href is required for NavButton',
} as const;

/** Messages shown to the customer, in the spec's en-GB wording. */
export const UserMessage = {
  genericBoundary: 'An unexpected error has occurred, please contact us if you continue to have problems.',

  // Photo library
  photosCouldNotBeLoaded: 'Error: Your photos could not be loaded',
  photoLibraryEmpty: 'Your photo library is empty',
  exportFailure: "We've run into a problem exporting your photos...",
  exportLinkExpired: 'Your download link has expired',
  exportError: 'Export error',
  albumsCouldNotBeDisplayed: 'Unable to display albums. Please refresh the page or try again later.',
  sharedAlbumsCouldNotBeDisplayed:
    'Unable to display shared albums. Please refresh the page or try again later.',
  albumCouldNotBeDisplayed: 'Unable to display album. Please refresh the page or try again later.',
  albumPhotosCouldNotBeDisplayed:
    'Unable to display album photos. Please refresh the page or try again later.',
  unableToSaveChanges: 'Unable to save changes. Please try again',
  unableToRemoveAlbum: 'Unable to remove album. Please try again',
  photosCouldNotBeDeleted: 'Error: Your photos could not be deleted',
  photoCouldNotBeDeleted: 'Error: Your photo could not be deleted',
  photoCouldNotBeRemovedFromAlbum: 'Error: Your photo could not be removed from the album',
  photosCouldNotBeRemovedFromAlbum: 'Error: Your photos could not be removed from the album',
  photoCouldNotBeDownloaded: 'Error: Your photo could not be downloaded',
  photosCouldNotBeDownloaded: 'Error: Your photos could not be downloaded',
  downloadFailed: 'Download failed',
  printsTransferFailed: 'Error transferring photos. Try again.',
  unavailableForSharedAlbums: 'Unavailable for shared albums',
  downloadLimit: 'Up to 100 photos can be downloaded at a time',
  albumNameRequired: 'Please give your album a name',
  albumNameInvalid: 'Name not valid',

  // Account portal
  emailChangeFailedTitle: "Your email wasn't changed",
  emailChangeFailedBody: 'Something went wrong with the email change. Could you please try again?',
  accountDeletionFailedTitle: "Your account couldn't be deleted",
  accountDeletionFailedBody: 'Something went wrong with the account deletion. Could you please try again?',
  subscriptionFailedTitle: 'Your subscription failed',
  subscriptionFailedBody: 'Something went wrong with the subscription. Could you please try again?',
  settingsCouldNotBeLoaded: 'An error occurred loading your settings',
  orderCouldNotBeLoaded: 'An error occurred loading this order, please contact us to report this issue.',
  orderNotFound: 'Order not found',
  phoneNumberInvalid: 'Phone number must be valid',
  postalCodeInvalid: 'Postal Code must be valid',
  streetNumberInvalid: 'Street number must be valid',
  streetNameInvalid: 'Street name must be valid',
  b2bStatusDefault: 'Missing account details, please complete additional details',
  b2bStatusNew: 'Pending account validation',
  b2bStatusBlocked: 'Blocked account, please contact customer care.',
} as const;

export type ThrownMessageKey = keyof typeof ThrownMessage;
export type UserMessageKey = keyof typeof UserMessage;

/** The message the session reports for a failed sign-in: 'Auth Error: <detail>'. */
export function authErrorMessage(detail: string): string {
  return `${ThrownMessage.authErrorPrefix}${detail}`;
}
