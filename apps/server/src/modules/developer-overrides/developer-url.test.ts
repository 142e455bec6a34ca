import { describe, expect, it } from 'vitest';
import { developerUrlOf } from './developer-url';

describe("a development server's url", () => {
  it('is http on this machine, or https anywhere', () => {
    expect(developerUrlOf('http://127.0.0.1:5173/')).toBe('http://127.0.0.1:5173/');
    expect(developerUrlOf('http://localhost:7101')).toBe('http://localhost:7101/');
    expect(developerUrlOf('http://[::1]:7101/app/')).toBe('http://[::1]:7101/app/');
    expect(developerUrlOf('https://dev.team.example:8443/crm/#/x')).toBe(
      'https://dev.team.example:8443/crm/',
    );
  });

  it('is refused over http elsewhere, with account details, or as anything but http(s)', () => {
    for (const refused of [
      'http://192.168.1.20:5173/',
      'http://dev.team.example/',
      'http://127.0.0.1.attacker.example/',
      'https://user:secret@dev.team.example/',
      'javascript:alert(1)',
      'data:text/html,<script></script>',
      'ws://127.0.0.1:5173/',
      '//127.0.0.1:5173/',
      '/sub-newcrm/',
      'not a url',
    ]) {
      expect(developerUrlOf(refused), refused).toBeNull();
    }
  });
});
