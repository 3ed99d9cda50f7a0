import type { RemoteProvider } from "../translation-providers.js";
import { checkedModelAnswer } from "./model-answer-checks.js";
import { modelInstructions } from "./model-instructions.js";
import { postJson, requireText, trimSlash } from "./http.js";

/**
 * A language model behind any OpenAI-compatible chat-completions server (TRANSLATE_PROVIDER=openai):
 * Ollama (`http://localhost:11434/v1`), vLLM, llama.cpp's server, LM Studio or a hosted one. The
 * instructions carry the house style, the text's terms and its neighbouring paragraphs
 * (model-instructions.ts); the answer is used only if it passes the checks (model-answer-checks.ts).
 */

/**
 * The most the model may write: about twice the source's length in English (a token is some four
 * characters of English), and 256 tokens more for a short text. Servers differ in their default (Ollama's
 * has been as low as 128 tokens, which cuts a paragraph off), and an answer cut off is refused anyway.
 */
const maxTokensFor = (text: string) => Math.ceil(text.length / 2) + 256;

export function openAiCompatible(url: string, model: string, apiKey: string | undefined): RemoteProvider {
  const endpoint = `${trimSlash(url)}/chat/completions`;
  const headers: Record<string, string> = apiKey ? { authorization: `Bearer ${apiKey}` } : {};
  return {
    name: "openai",
    async translate(text, timeoutMs, context) {
      const body = {
        model,
        // The same text gets the same translation: what a newsroom checks once stays checked.
        temperature: 0,
        max_tokens: maxTokensFor(text),
        stream: false,
        messages: [
          { role: "system", content: modelInstructions(text, context) },
          { role: "user", content: text },
        ],
      };
      const answer = (await postJson(endpoint, body, timeoutMs, headers)) as {
        choices?: { message?: { content?: unknown }; finish_reason?: unknown }[];
      };
      const choice = answer?.choices?.[0];
      if (choice?.finish_reason === "length") throw new Error("the language model's answer was cut off");
      const content = requireText(choice?.message?.content, "The language model");
      return checkedModelAnswer(text, content, context.termBase.terms);
    },
  };
}
