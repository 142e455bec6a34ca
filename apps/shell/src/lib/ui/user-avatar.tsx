import './user-avatar.css';

type UserAvatarProps = {
  /** The user's name: its first character shows when there is no picture. */
  name: string;
  /** The picture's address, if the user has one. */
  src?: string | undefined;
  /** Width and height in pixels. */
  size: number;
  className?: string;
};

/**
 * A user's picture, or the first character of their name in a circle. Not antd's Avatar: that one
 * measures its text after every render to scale it, which forces a layout of the whole page in
 * the middle of the frame's first render (about 80 ms of the sign-in on a slow machine). One
 * character at 40% of the circle always fits, so nothing needs measuring.
 */
export function UserAvatar({ name, src, size, className }: UserAvatarProps) {
  const classes = className ? `user-avatar ${className}` : 'user-avatar';
  const style = {
    width: size,
    height: size,
    fontSize: Math.round(size * 0.45),
    ...(src ? { backgroundImage: `url(${JSON.stringify(src)})` } : {}),
  };
  return (
    <span className={classes} style={style} aria-hidden>
      {src ? null : name.slice(0, 1)}
    </span>
  );
}
