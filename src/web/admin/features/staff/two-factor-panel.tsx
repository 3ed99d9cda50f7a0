import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ShieldCheck, ShieldOff } from "lucide-react";
import { type FormEvent, useState } from "react";
import { serverMessage } from "../../api/errors.js";
import { Button } from "../../components/button.js";
import { Card } from "../../components/empty-state.js";
import { describedBy, Field, Input } from "../../components/field.js";
import { Modal } from "../../components/modal.js";
import { useResultToasts } from "../../lib/session.js";
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup, twoFactorKey, twoFactorQuery } from "./api.js";

/**
 * Two-factor sign-in on My account (issue 32): scan a QR code (or type the key), enter the app's code to
 * turn it on, keep the ten recovery codes shown once; turning it off asks for the password.
 */
export function TwoFactorPanel() {
  const status = useQuery(twoFactorQuery());
  const queryClient = useQueryClient();
  const results = useResultToasts();
  const [code, setCode] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: twoFactorKey });

  const setup = useMutation({
    mutationFn: startTwoFactorSetup,
    onError: (error) => results.failure(error, "Failed to start the set-up"),
  });
  const enable = useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: (answer) => {
      setRecoveryCodes(answer.recoveryCodes);
      setup.reset();
      setCode("");
      results.success("Two-factor sign-in is on");
      return refresh();
    },
    onError: (error) => setFailure(serverMessage(error, "The code could not be checked")),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    enable.mutate(code);
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
            <Field id="two-factor-code" label="Code from the app" required error={failure ?? undefined}>
              <Input
                {...describedBy("two-factor-code", failure ?? undefined)}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            </Field>
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

      {turningOff && (
        <TurnOffDialog
          onClose={() => setTurningOff(false)}
          onDone={() => {
            setTurningOff(false);
            return refresh();
          }}
        />
      )}
    </Card>
  );
}

function TurnOffDialog({ onClose, onDone }: { onClose: () => void; onDone: () => unknown }) {
  const [password, setPassword] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const results = useResultToasts();
  const off = useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => {
      results.success("Two-factor sign-in is off");
      return onDone();
    },
    onError: (error) => setFailure(serverMessage(error, "It could not be turned off")),
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
        <Field id="two-factor-password" label="Current password" required error={failure ?? undefined}>
          <Input
            {...describedBy("two-factor-password", failure ?? undefined)}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
      </form>
    </Modal>
  );
}
