import { useQuery } from "@tanstack/react-query";
import { ShieldCheck, ShieldOff } from "lucide-react";
import { type FormEvent, useState } from "react";
import { serverMessage } from "../../api/errors.js";
import { Button } from "../../components/button.js";
import { Card } from "../../components/empty-state.js";
import { describedBy, Field, Input } from "../../components/field.js";
import { Modal } from "../../components/modal.js";
import { useResultToasts } from "../../lib/session.js";
import { useDisableTwoFactor } from "./api/disable-two-factor.js";
import { useEnableTwoFactor } from "./api/enable-two-factor.js";
import { twoFactorQuery } from "./api/get-two-factor.js";
import { useStartTwoFactorSetup } from "./api/start-two-factor-setup.js";

/**
 * Two-factor sign-in on My account (issue 32): scan a QR code (or type the key), enter the app's code and
 * the current password to turn it on (the other sessions end, issue 41), keep the ten recovery codes shown
 * once; turning it off asks for the password too.
 */
export function TwoFactorPanel() {
  const status = useQuery(twoFactorQuery());
  const results = useResultToasts();
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [failure, setFailure] = useState<{ field: "code" | "password"; message: string } | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const setup = useStartTwoFactorSetup({
    mutationConfig: { onError: (error) => results.failure(error, "Failed to start the set-up") },
  });
  const enable = useEnableTwoFactor({
    mutationConfig: {
      onSuccess: (answer) => {
        setRecoveryCodes(answer.recoveryCodes);
        setup.reset();
        setCode("");
        setPassword("");
        results.success("Two-factor sign-in is on", "Your other sessions have ended; this one stays.");
      },
      onError: (error) => {
        const message = serverMessage(error, "The code could not be checked");
        setFailure({ field: aboutPassword(message) ? "password" : "code", message });
      },
    },
  });
  const failureOf = (field: "code" | "password") => (failure?.field === field ? failure.message : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    enable.mutate({ code, password });
  }

  return (
    <Card className="grid gap-4 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">Two-factor sign-in</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {status.data?.enabled
              ? `On: signing in asks for a code from your authenticator app. ${status.data.recoveryCodesLeft} recovery codes left.`
              : "Off: a password alone signs you in. With it on, signing in also needs a code from an app on your phone."}
          </p>
        </div>
        {status.data?.enabled ? (
          <Button variant="ghost-danger" onClick={() => setTurningOff(true)}>
            <ShieldOff className="h-4 w-4" aria-hidden />
            Turn off
          </Button>
        ) : (
          status.data &&
          !setup.data && (
            <Button variant="primary" onClick={() => setup.mutate()} disabled={setup.isPending}>
              <ShieldCheck className="h-4 w-4" aria-hidden />
              Set up two-factor sign-in
            </Button>
          )
        )}
      </div>

      {setup.data && (
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
          <img
            src={setup.data.qrCode}
            alt="QR code to scan with your authenticator app"
            width={176}
            height={176}
            className="rounded-md bg-white p-1"
          />
          <div className="grid gap-3">
            <p className="text-sm text-slate-700 dark:text-slate-300">
              Scan the code with an authenticator app, or type this key into it:{" "}
              <code className="break-all rounded bg-slate-100 px-1 font-mono text-slate-900 dark:bg-slate-800 dark:text-white">
                {setup.data.secret}
              </code>
            </p>
            <Field id="two-factor-code" label="Code from the app" required error={failureOf("code")}>
              <Input
                {...describedBy("two-factor-code", failureOf("code"))}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            </Field>
            <CurrentPasswordField
              id="two-factor-on-password"
              value={password}
              onChange={setPassword}
              error={failureOf("password")}
            />
            <Button type="submit" variant="primary" disabled={enable.isPending} className="justify-self-start">
              Turn on
            </Button>
          </div>
        </form>
      )}

      {recoveryCodes && (
        <section
          aria-labelledby="recovery-heading"
          className="grid gap-2 rounded-md border border-amber-300 p-3 dark:border-amber-800"
        >
          <h3 id="recovery-heading" className="font-semibold text-slate-900 dark:text-white">
            Your recovery codes
          </h3>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Keep them somewhere safe: each signs you in once without the app. They are shown only now.
          </p>
          <ul
            aria-label="Recovery codes"
            className="grid grid-cols-2 gap-1 font-mono text-sm text-slate-900 dark:text-white"
          >
            {recoveryCodes.map((recovery) => (
              <li key={recovery}>{recovery}</li>
            ))}
          </ul>
          <Button className="justify-self-start" onClick={() => setRecoveryCodes(null)}>
            I have saved them
          </Button>
        </section>
      )}

      {turningOff && <TurnOffDialog onClose={() => setTurningOff(false)} />}
    </Card>
  );
}

function TurnOffDialog({ onClose }: { onClose: () => void }) {
  const [password, setPassword] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const results = useResultToasts();
  const off = useDisableTwoFactor({
    mutationConfig: {
      onSuccess: () => {
        results.success("Two-factor sign-in is off");
        onClose();
      },
      onError: (error) => setFailure(serverMessage(error, "It could not be turned off")),
    },
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Turn off two-factor sign-in"
      description="Your password alone will sign you in again. Enter it to confirm."
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" form="two-factor-off" variant="danger" disabled={off.isPending}>
            Turn off
          </Button>
        </>
      }
    >
      <form
        id="two-factor-off"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          off.mutate(password);
        }}
      >
        <CurrentPasswordField
          id="two-factor-password"
          value={password}
          onChange={setPassword}
          error={failure ?? undefined}
        />
      </form>
    </Modal>
  );
}

/** Whether a refusal is about the password (wrong, missing, or too many wrong ones) rather than the code. */
const aboutPassword = (message: string) => /^(current password|too many)/i.test(message);

/** The current password, which turning two-factor sign-in on or off asks for. */
function CurrentPasswordField(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { id, value, onChange, error } = props;
  return (
    <Field id={id} label="Current password" required error={error}>
      <Input
        {...describedBy(id, error)}
        type="password"
        autoComplete="current-password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
