import { FlexBox, Loading, Panel, useThemeToken } from '@organizator/shared/ui';
import { useState } from 'react';
import { useMe } from '../api/me';
import { StepIndicator } from '../components/step-indicator';
import { t } from '../texts';
import { IntroStep } from './onboarding/intro-step';
import { NameStep } from './onboarding/name-step';
import { TeamStep } from './onboarding/team-step';
import { WelcomeStep } from './onboarding/welcome-step';

const o = t.settings.onboarding;
const STEP_TITLES = [o.stepIntro, o.stepName, o.stepTeam, o.stepWelcome];

/**
 * /onboarding (docs/product.md#screens), a full page outside the shared layout: 0 intro, 1 name, 2 team, 3 welcome.
 * The step lives in component state: the URL stays /onboarding, a reload starts from the intro.
 */
export function OnboardingPage() {
  const token = useThemeToken();
  const me = useMe();
  const [step, setStep] = useState(0);
  const next = () => setStep((n) => Math.min(n + 1, STEP_TITLES.length - 1));
  const back = () => setStep((n) => Math.max(n - 1, 0));

  let content = <Loading />;
  if (me.data) {
    if (step === 0) content = <IntroStep onNext={next} />;
    else if (step === 1) content = <NameStep me={me.data} onBack={back} onNext={next} />;
    else if (step === 2) content = <TeamStep me={me.data} onBack={back} onNext={next} />;
    else content = <WelcomeStep />;
  }

  return (
    <FlexBox
      component="main"
      justify="center"
      align="center"
      style={{
        minHeight: '100dvh',
        padding: token.padding,
        background: token.colorBgLayout,
        color: token.colorText,
      }}
    >
      <Panel padding={token.paddingLG} style={{ width: '100%', maxWidth: 600 }}>
        <StepIndicator
          titles={STEP_TITLES}
          // On the last step every step is done: past-the-end marks them all finished.
          current={step === STEP_TITLES.length - 1 ? STEP_TITLES.length : step}
        />
        {content}
      </Panel>
    </FlexBox>
  );
}
