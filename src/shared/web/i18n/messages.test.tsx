// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Message } from '../ui/message';
import { loadRuleMessages, ruleMessage } from './messages';

afterEach(cleanup);

describe('the rule messages in the browser', () => {
  it('show a message rendered before its language came in again in that language, values kept', async () => {
    render(<Message kind="warning">Minimum Search query length is 3</Message>);
    expect(screen.getByText('Minimum Search query length is 3')).toBeTruthy();
    await act(() => loadRuleMessages('fr'));
    expect(screen.getByText('La recherche doit comporter au moins 3 caractères')).toBeTruthy();
    expect(ruleMessage('Minimum Search query length is %1')).toBe('La recherche doit comporter au moins %1 caractères');
  });
});
