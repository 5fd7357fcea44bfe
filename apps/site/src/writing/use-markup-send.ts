import { useState } from 'react';
import { messageOf } from '../api/client';

/**
 * Sending the text of a markup editor (a comment, a message): one send at a time, and a failed
 * send's reason kept for under the text until the text changes or it is sent again. The text itself
 * is the caller's and stays as typed (a failed send keeps what the user typed, docs/conventions.md
 * § Forms).
 */
export function useMarkupSend(canSend: boolean, submit: () => Promise<void>) {
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [isSending, setSending] = useState(false);

  const send = async () => {
    if (!canSend || isSending) return;
    setSending(true);
    setFailure(undefined);
    try {
      await submit();
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setSending(false);
    }
  };

  return { send, isSending, failure, clearFailure: () => setFailure(undefined) };
}
