import { useState } from 'react';

/**
 * A text typed outside a react-hook-form form (a ban's reason, a rename, a video link, a JSON import)
 * with the message of its last check. Typing clears the message, which spoke of the text as it was
 * checked. Validation is 'aria' for the reason given in form-fields.tsx.
 */
export function useCheckedText(initial = '') {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | undefined>(undefined);
  return {
    text,
    setText,
    error,
    setError,
    /** What the libs/ui TextField or TextArea showing the text takes. */
    fieldProps: {
      value: text,
      onChange: (next: string) => {
        setText(next);
        setError(undefined);
      },
      isInvalid: error !== undefined,
      errorMessage: error,
      validationBehavior: 'aria' as const,
    },
  };
}
