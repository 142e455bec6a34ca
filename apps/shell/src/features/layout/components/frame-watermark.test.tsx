import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FrameWatermark } from './frame-watermark';

const layer = (container: HTMLElement) => container.querySelector('.shell-frame__watermark');

describe('FrameWatermark', () => {
  it('is not in the render that shows the chrome, and comes once that render has painted', async () => {
    const { container } = render(<FrameWatermark text="张三 E10001" />);
    expect(layer(container)).toBeNull();

    await waitFor(() => expect(layer(container)).not.toBeNull());
  });
});
