import {
  draftStepper,
  type DraftStatus,
  type DraftStepIcon,
  type DraftStepState,
} from '@vn/domain';
import { clsx } from 'clsx';
import { Check, CircleCheck, CircleX, Hourglass, Pencil, type LucideIcon } from 'lucide-react';
import { forwardRef, type HTMLAttributes } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import {
  stepper,
  stepperConnector,
  stepperIcon,
  stepperIconShape,
  stepperStep,
  type StepperVariants,
} from './Stepper.css';

/** The lucide icons named by `draftStepIcons` (docs/product §4). */
const icons: Record<DraftStepIcon, LucideIcon> = {
  pencil: Pencil,
  hourglass: Hourglass,
  check: Check,
  'circle-check': CircleCheck,
  'circle-x': CircleX,
};

/** What assistive technology hears after a step's label (the current step has aria-current). */
const stateTexts: Record<DraftStepState, string | null> = {
  done: ', пройдено',
  current: null,
  upcoming: null,
  error: ', ошибка',
};

export interface StepperProps extends Omit<HTMLAttributes<HTMLOListElement>, 'children'> {
  /** The draft's status; the steps come from `draftStepper` of @vn/domain. */
  status: DraftStatus;
  /** @default 'horizontal' */
  orientation?: StepperVariants['orientation'];
  /**
   * The list's accessible name.
   * @default 'Статус черновика'
   */
  'aria-label'?: string;
  className?: string;
}

/**
 * The status stepper of draft pages (docs/product §4): Создание, Предпросмотр, Ревью, Публикация; a
 * declined draft shows the error step "Удалено". An ordered list; the current step has
 * `aria-current="step"`.
 */
export const Stepper = forwardRef<HTMLOListElement, StepperProps>(function Stepper(
  { status, orientation, className, 'aria-label': ariaLabel = 'Статус черновика', ...props },
  ref,
) {
  const steps = draftStepper(status);
  return (
    <ol
      {...props}
      ref={ref}
      aria-label={ariaLabel}
      className={clsx(stepper({ orientation }), className)}
    >
      {steps.map((step, index) => {
        const Icon = icons[step.icon];
        const stateText = stateTexts[step.state];
        return (
          <li
            key={step.status}
            className={stepperStep({ state: step.state })}
            data-state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            {index > 0 && orientation !== 'vertical' ? (
              <span className={stepperConnector} aria-hidden="true" />
            ) : null}
            <span className={stepperIcon({ state: step.state })} aria-hidden="true">
              <Icon className={stepperIconShape} data-icon={step.icon} />
            </span>
            <span>
              {step.label}
              {stateText ? <VisuallyHidden>{stateText}</VisuallyHidden> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
});
