// A real SMTP server in its own process (the `smtp-server` package) for tests of outgoing mail: it
// accepts every message on 127.0.0.1 and writes each, as received, to <folder>/<n>.eml with the envelope
// in <n>.json. Run as: node smtp-sink.mjs <folder> [port] [--auth user:pass] [--delay ms]. Prints
// "listening <port>". `--delay` makes it a slow server: each message is kept and answered that long after
// its data has arrived. Like a real server, it refuses a recipient it has no mailbox for: any address whose
// local part is "bounce" gets 550.
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const [folder, portArg = "0", ...rest] = process.argv.slice(2);
const authIndex = rest.indexOf("--auth");
const credentials = authIndex >= 0 ? rest[authIndex + 1] : undefined;
const delayIndex = rest.indexOf("--delay");
const delayMs = delayIndex >= 0 ? Number(rest[delayIndex + 1]) : 0;
let received = fs.readdirSync(folder).filter((name) => name.endsWith(".eml")).length;

const server = new SMTPServer({
  secure: false,
  disabledCommands: credentials ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
  authOptional: !credentials,
  allowInsecureAuth: true,
  logger: false,
  onAuth(auth, _session, callback) {
    if (`${auth.username}:${auth.password}` === credentials) callback(null, { user: auth.username });
    else callback(new Error("Invalid username or password"));
  },
  onRcptTo(address, _session, callback) {
    if (address.address.split("@")[0] === "bounce") {
      const error = new Error("No such user here");
      error.responseCode = 550;
      return callback(error);
    }
    callback();
  },
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => setTimeout(keep, delayMs));
    function keep() {
      const n = String(++received).padStart(6, "0");
      const envelope = {
        from: session.envelope.mailFrom?.address,
        to: session.envelope.rcptTo.map((r) => r.address),
      };
      // The envelope first, then the message: a reader that sees the .eml also finds its envelope.
      fs.writeFileSync(path.join(folder, `${n}.json`), JSON.stringify(envelope));
      fs.writeFileSync(path.join(folder, `${n}.eml.tmp`), Buffer.concat(chunks));
      fs.renameSync(path.join(folder, `${n}.eml.tmp`), path.join(folder, `${n}.eml`));
      callback();
    }
  },
});
server.on("error", (error) => console.error(error));
server.listen(Number(portArg), "127.0.0.1", () => console.log(`listening ${server.server.address().port}`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
