import { KeyOutlined } from '@ant-design/icons';
import { HttpError } from '@/lib/http/http-error';
import { PasskeyError } from '@/lib/webauthn';
import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPasskey, unlockWithPasskey } from '../api/passkey-unlock';

/**
 * "Unlock with a passkey", for a user who has one (docs/security.md, "Second factor: passkeys").
 * Asked once when the lock shows; the lock page keeps no query cache of its own.
 */
export function PasskeyUnlock({ onUnlocked }: { onUnlocked: () => void }) {
  const { t } = useTranslation();
  const [isOffered, setOffered] = useState(false);
  const [isChecking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    const controller = new AbortController();
    void hasPasskey(controller.signal).then((has) => {
      if (!controller.signal.aborted) setOffered(has);
    });
    return () => controller.abort();
  }, []);

  async function unlock() {
    setChecking(true);
    setProblem(undefined);
    try {
      await unlockWithPasskey();
      onUnlocked();
    } catch (failure) {
      setProblem(
        failure instanceof PasskeyError
          ? t(`lock.passkeyProblem.${failure.problem}`)
          : failure instanceof HttpError
            ? failure.message
            : t('lock.passkeyProblem.failed'),
      );
    } finally {
      setChecking(false);
    }
  }

  if (!isOffered) return null;
  return (
    <div className="lock-screen__passkey">
      {problem && (
        <Alert type="error" showIcon title={problem} data-testid="unlock-passkey-problem" />
      )}
      <Button
        block
        icon={<KeyOutlined />}
        loading={isChecking}
        onClick={() => void unlock()}
        data-testid="unlock-passkey"
      >
        {t('lock.unlockWithPasskey')}
      </Button>
    </div>
  );
}
