// Writes every budget entry kind with FCALL, from server_scripts/README.md alone,
// then reads the session back with FCALL_RO rollmem_budget_context.
// Dependency-free: a minimal RESP2 client over `net`.
//
//   node write_entries.mjs HOST PORT PREFIX BUCKETS SESSION
//
// Prints one JSON object: {"appended": [...seqs], "refused": {name: error}, "read": {...}}.
import net from "node:net";

const [host, port, prefix, buckets, sid] = process.argv.slice(2);

// ---------------------------------------------------------------- RESP2

function encode(args) {
  let out = `*${args.length}\r\n`;
  for (const a of args) {
    const s = String(a);
    out += `$${Buffer.byteLength(s)}\r\n${s}\r\n`;
  }
  return out;
}

// Parses one reply at `i` of `buf`; returns [value, next index] or null when incomplete.
function parse(buf, i) {
  const eol = buf.indexOf("\r\n", i);
  if (eol < 0) return null;
  const type = String.fromCharCode(buf[i]);
  const line = buf.toString("utf8", i + 1, eol);
  if (type === "+") return [line, eol + 2];
  if (type === "-") return [new Error(line), eol + 2];
  if (type === ":") return [Number(line), eol + 2];
  if (type === "$") {
    const n = Number(line);
    if (n < 0) return [null, eol + 2];
    if (buf.length < eol + 2 + n + 2) return null;
    return [buf.toString("utf8", eol + 2, eol + 2 + n), eol + 2 + n + 2];
  }
  if (type === "*") {
    const n = Number(line);
    const items = [];
    let j = eol + 2;
    for (let k = 0; k < n; k++) {
      const r = parse(buf, j);
      if (r === null) return null;
      items.push(r[0]);
      j = r[1];
    }
    return [items, j];
  }
  throw new Error(`unexpected RESP type ${type}`);
}

function connect() {
  const sock = net.createConnection({ host, port: Number(port) });
  let buf = Buffer.alloc(0);
  const waiting = [];
  sock.on("data", (chunk) => {
    buf = Buffer.concat([buf, chunk]);
    for (;;) {
      const r = parse(buf, 0);
      if (r === null) break;
      buf = buf.subarray(r[1]);
      waiting.shift()(r[0]);
    }
  });
  return new Promise((resolve, reject) => {
    sock.on("error", reject);
    sock.on("connect", () =>
      resolve({
        call: (...args) => new Promise((res) => { waiting.push(res); sock.write(encode(args)); }),
        close: () => sock.end(),
      }));
  });
}

// ---------------------------------------------------------------- keys (README: "Keys")

function crc16(s) {  // CRC16/XMODEM, as Redis Cluster's CLUSTER KEYSLOT
  let crc = 0;
  for (const byte of Buffer.from(s)) {
    crc ^= byte << 8;
    for (let k = 0; k < 8; k++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

// Layout 2 (balanced tags, recorded as `layout` in <prefix>:config): {<prefix>:bNN.<k>}, k the smallest
// integer whose tag hashes into the middle half of the bucket's share of the 16384 slots; layout 1: {<prefix>:bNN}.
function bucketTag(bucket, layout) {
  const head = `${prefix}:b${String(bucket).padStart(2, "0")}`;
  if (layout === 1) return `{${head}}`;
  const n = Number(buckets);
  const lo = Math.floor((bucket * 16384) / n), hi = Math.floor(((bucket + 1) * 16384) / n);
  const q = Math.floor((hi - lo) / 4);
  for (let k = 0; ; k++) {
    const slot = crc16(`${head}.${k}`) % 16384;
    if (slot >= lo + q && slot < hi - q) return `{${head}.${k}}`;
  }
}

const redis = await connect();
const layout = Number((await redis.call("HGET", `${prefix}:config`, "layout")) ?? 1);
// The session's bucket: its own slot scaled to the bucket count (layout 2); layout 1 took CRC16 % buckets.
const crc = crc16(sid);
const bucket = layout === 1 ? crc % Number(buckets) : Math.floor(((crc % 16384) * Number(buckets)) / 16384);
const tag = bucketTag(bucket, layout);
const K = `${tag}:s:${sid}`;
const KEYS = [`${K}:meta`, `${K}:ent`, `${K}:body`, `${K}:pin`, `${K}:sums`, `${K}:pend`, `${tag}:jobs`,
  `${K}:calls`, `${tag}:events`, `${tag}:aging`, `${K}:facts`];
const SETTINGS = [50000, 0, 0.8, 100, 10, 5, 0, 0.3, 1, 10, "merge", 1, 600000];

// The writer's own token count (no tokenizer here): the README says the argument counts.
const tokens = (e) => Math.ceil(JSON.stringify(e.content).length / 4) + 1;
const CODES = { message: "m", tool_call: "c", tool_result: "r", context: "x", system: "s" };
let n = 0;

function entry(type, role, content, extra = {}) {
  n += 1;
  return { id: `node-${n}`, type, role, content, ts: `2026-01-01T00:00:${String(n).padStart(2, "0")}Z`, ...extra };
}

async function append(redis, e, code = CODES[e.type], callId = e.toolCallId ?? "") {
  const t = tokens(e);
  const body = "tokens" in e ? e : { ...e, tokens: t };
  return redis.call("FCALL", "rollmem_budget_append", KEYS.length, ...KEYS, sid, code, e.role, t, callId,
    JSON.stringify(body), ...SETTINGS, 0, 1048576, 1000);
}

const appended = [];
const refused = {};
async function ok(e) {
  const r = await append(redis, e);
  if (r instanceof Error) throw new Error(`${e.id} refused: ${r.message}`);
  appended.push(r[0]);
}
async function bad(name, e, code, callId) {
  const r = await append(redis, e, code, callId);
  refused[name] = r instanceof Error ? r.message : `accepted as seq ${r[0]}`;
}

await ok(entry("system", "system", "You are a travel agent."));
await ok(entry("message", "user", "Book me a flight to Tokyo next Friday.", { name: "Ann" }));
await ok(entry("message", "assistant", [
  { type: "thinking", thinking: "Search flights, then hotels.", signature: "EqQBCkYIARgC" },
  { text: "Plan: flights first.", thought: true },
  { text: "Let me search.", thoughtSignature: "c2lnbmF0dXJl" },
], { name: "Adrien" }));
await ok(entry("tool_call", "assistant", "", { toolCallId: "call_f1", toolName: "search_flights",
  arguments: { to: "HND", date: "2026-01-09" }, metadata: { thoughtSignature: "c2ln" } }));
await ok(entry("tool_call", "assistant", "", { toolCallId: "call.h@2", toolName: "search_hotels",
  arguments: { city: "Tokyo" } }));
await ok(entry("tool_result", "system", "NH 110 at 10:05, 812 EUR", { toolCallId: "call.h@2" }));
await ok(entry("tool_result", "system", "rate limited", { toolCallId: "call_f1", isError: true }));
await ok(entry("context", "system", "Ann's loyalty number: NH-4471", { source: "crm/ann.json" }));
await ok(entry("message", "user", [{ type: "text", text: "Window seat please." }]));
await ok(entry("message", "assistant", "Booked NH 110, window seat 31A."));

// What the issue saw accepted and then silently dropped: refused now, with the right field named.
await ok(entry("tool_call", "assistant", "", { toolCallId: "call_x", toolName: "lookup", arguments: {} }));
await bad("guessed result fields", entry("tool_result", "system", "done", { tool_call_id: "call_x", name: "lookup" }),
  "r", "call_x");
await bad("call without a name", entry("tool_call", "assistant", "", { toolCallId: "call_y" }), "c", "call_y");
await bad("unknown kind", entry("note", "system", "hello"), "n", "");
await bad("result without its call id", entry("tool_result", "system", "done"), "r", "");
await ok(entry("tool_result", "system", "found", { toolCallId: "call_x" }));

const read = await redis.call("FCALL_RO", "rollmem_budget_context", KEYS.length, ...KEYS, "include");
redis.close();
// README: [gen, last, pthru, context_tokens, system_h, system, anchor_h, anchor, n_summaries,
// (end, tokens, summary)..., n_pending, (start, end, tokens, count, n_entries, (header, entry)...)...,
// n_active, (header, entry)..., then the fact ledger]
let i = 8;
i += 1 + 3 * read[i];
const nPending = read[i];
i += 1;
for (let p = 0; p < nPending; p++) i += 5 + 2 * read[i + 4];
const active = [];
for (let a = 0; a < read[i]; a++) active.push({ header: read[i + 1 + 2 * a], entry: JSON.parse(read[i + 2 + 2 * a]) });
console.log(JSON.stringify({
  keys: KEYS, appended, refused, last: read[1], contextTokens: read[3], system: JSON.parse(read[5]), anchor: JSON.parse(read[7]),
  active,
}));
