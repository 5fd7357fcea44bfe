import { Button, Icon, Spinner } from '@vn/ui';
import { RefreshCw } from 'lucide-react';
import type { Control, Path } from 'react-hook-form';
import { FormTextField } from '../../forms/form-fields';
import { captchaImage, captchaPlaceholder, captchaRow, note } from './sign-in.css';
import type { CaptchaChallenge, CaptchaForm } from './use-captcha';

export interface CaptchaFieldProps<T extends CaptchaForm> {
  /** The form's control; the answer is its `captchaValue`, the name the API's errors use. */
  control: Control<T>;
  /** The form's captcha (`useCaptchaForm`): the challenge, and another one with the answer cleared. */
  captcha: { challenge: CaptchaChallenge; newCaptcha: () => void };
}

/** The captcha's SVG as an image source: the markup itself, not a request. */
export function captchaImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The captcha of sign-up and recovery (docs/product §5): the challenge image, a button for another one and
 * the answer's field.
 */
export function CaptchaField<T extends CaptchaForm>({
  control,
  captcha: { challenge, newCaptcha },
}: CaptchaFieldProps<T>) {
  const { captcha, isLoading, failed } = challenge;
  // The image names what it is; its letters cannot be put into words without giving the answer away.
  return (
    <>
      <div className={captchaRow}>
        {captcha ? (
          <img
            className={captchaImage}
            src={captchaImageSource(captcha.code)}
            alt="Картинка с проверочным кодом"
          />
        ) : (
          <span className={captchaPlaceholder}>
            {failed ? (
              <span className={note}>Не удалось загрузить проверочный код</span>
            ) : (
              <Spinner size="sm" label="Загрузка проверочного кода" hideLabel />
            )}
          </span>
        )}
        <Button
          variant="ghost"
          iconOnly
          aria-label="Показать другой проверочный код"
          isPending={isLoading}
          onPress={newCaptcha}
        >
          <Icon icon={RefreshCw} />
        </Button>
      </div>
      <FormTextField
        control={control}
        name={'captchaValue' as Path<T>}
        label="Проверочный код"
        autoComplete="off"
      />
    </>
  );
}
