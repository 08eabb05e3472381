import { Anchor } from '@mantine/core';

const EMAIL = /([\w.+-]+@[\w-]+\.[\w.-]*\w)/;

/** Plain text in which e-mail addresses become `mailto:` links. */
export function WithEmailLinks({ text }: { text: string }) {
  const parts = text.split(EMAIL);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder.
          <Anchor key={i} href={`mailto:${part}`} inherit>
            {part}
          </Anchor>
        ) : (
          part
        ),
      )}
    </>
  );
}
