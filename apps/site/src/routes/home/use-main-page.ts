import { mainPageRoute } from '@vn/domain';
import { useToasts } from '@vn/ui';
import { useEffect } from 'react';
import { useEndpoint } from '../../api/use-endpoint';

/** The main page's data (`GET /api/mainPage`: 15 cards a block for a reader, 5 for a guest; cached by the API). */
export function useMainPage() {
  const toasts = useToasts();
  const answer = useEndpoint(mainPageRoute);
  useEffect(() => {
    if (answer.error) toasts.error('Не удалось загрузить страницу');
  }, [answer.error, toasts]);
  return answer;
}
