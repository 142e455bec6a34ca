import { titleWhileCut } from '@/lib/ui/title-while-cut';

/**
 * A value on one line, however long (an address of 128 characters without a break): cut short
 * with an ellipsis where its cell ends, and whole as its title under the pointer.
 */
export function CutText({ text }: { text: string }) {
  return (
    <span
      className="registry-page__cut"
      onPointerEnter={({ currentTarget }) => titleWhileCut(currentTarget, currentTarget)}
    >
      {text}
    </span>
  );
}
