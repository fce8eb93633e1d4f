/** What the home screen says when the corporate popup does not give a token (both providers). */
export const SIGN_IN_CANCELLED = 'Sign-in was cancelled';
export const POPUP_BLOCKED = 'The sign-in window was blocked. Allow pop-ups for this site and try again.';
