import { mainPageRoute } from '@vn/domain';
import { useEndpoint } from '../../api/use-endpoint';
import { useFailureToast } from '../../app/load-failure';

/** The main page's data (`GET /api/mainPage`: 15 cards a block for a reader, 5 for a guest; cached by the API). */
export function useMainPage() {
  const answer = useEndpoint(mainPageRoute);
  useFailureToast(answer.error, 'Не удалось загрузить страницу');
  return answer;
}
