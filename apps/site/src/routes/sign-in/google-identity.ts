/**
 * Google Identity Services, the third-party sign-in of docs/product §1 and §7 ("a third-party identity
 * script is loaded for sign-in; its callback yields a credential sent to /api/login/google"). The
 * script is loaded only when the reader asks for it: a page that merely shows the button downloads
 * nothing from Google (first-visit performance, and the page works offline).
 */

export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

/** The part of `google.accounts.id` the site uses. */
export interface GoogleIdentity {
  initialize(options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    ux_mode?: 'popup' | 'redirect';
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(): void;
  renderButton(
    parent: HTMLElement,
    options: { type?: 'standard' | 'icon'; text?: string; locale?: string; width?: number },
  ): void;
}

declare global {
  interface ImportMetaEnv {
    /** Google's OAuth client id for this site; sign-in with Google is off without it. */
    readonly VITE_GOOGLE_CLIENT_ID?: string;
  }
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

/**
 * The OAuth client id: the one the server writes into the page (its GOOGLE_CLIENT_ID, so one build
 * serves any deployment), else the one the site was built with (`VITE_GOOGLE_CLIENT_ID`, for the
 * development server); null without either.
 */
export function googleClientId(): string | null {
  const served = document
    .querySelector<HTMLMetaElement>('meta[name="google-signin-client_id"]')
    ?.content.trim();
  const value = served || import.meta.env.VITE_GOOGLE_CLIENT_ID?.trim();
  return value ? value : null;
}

let loading: Promise<GoogleIdentity> | null = null;

/** Loads the script once (a failed load may be tried again) and answers `google.accounts.id`. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const loaded = window.google?.accounts?.id;
  if (loaded) return Promise.resolve(loaded);
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    script.onload = () => {
      const identity = window.google?.accounts?.id;
      if (identity) resolve(identity);
      else reject(new Error('Google Identity Services did not start'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${GOOGLE_IDENTITY_SCRIPT}`));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
