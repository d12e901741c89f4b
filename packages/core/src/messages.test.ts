import { describe, expect, it } from 'vitest';
import { BOARD_NAME_MAX_LENGTH, PRODUCT_NAME, UPLOAD_MAX_BYTES } from './constants.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';
import { MESSAGES, QUICK_PROMOTE_MESSAGES, SAVING_MESSAGES, SERVER_MESSAGES } from './messages.js';
import { AD_MANAGER_ROUTES } from './rules/routes.js';

// The spec's exact English strings of S0; each expectation is copied from the spec text.
describe('S0 §5 validation messages', () => {
  it('S0 §5: board name required: "Don\'t forget to name your board!"', () =>
    expect(MESSAGES.boardNameRequired).toBe("Don't forget to name your board!"));
  it("S0 §5: 'Please enter no more than {{ maxLength }} characters.'", () => {
    expect(MESSAGES.boardNameTooLong(BOARD_NAME_MAX_LENGTH)).toBe('Please enter no more than 50 characters.');
    expect(MESSAGES.boardNameTooLong(7)).toBe('Please enter no more than 7 characters.');
  });
});

describe('S0 §8 error catalogue and other messages', () => {
  it("S0 §8: 'Please wait until the previous board action finishes.'", () =>
    expect(MESSAGES.boardActionInProgress).toBe('Please wait until the previous board action finishes.'));
  it("S0 §8: 'Uh oh! Something went wrong.'", () => expect(MESSAGES.genericError).toBe('Uh oh! Something went wrong.'));
  it("S0 §8: 'Invalid Image'", () => expect(MESSAGES.invalidImage).toBe('Invalid Image'));
  it("S0 §8: mobile Pin creation failure 'Sorry! Something went wrong on our end.'", () =>
    expect(MESSAGES.mobilePinCreateFailed).toBe('Sorry! Something went wrong on our end.'));
  it("S0 §8: 'Psst! You already saved this Pin to {board_name}'", () =>
    expect(MESSAGES.alreadySaved('Trips')).toBe('Psst! You already saved this Pin to Trips'));
  it("S0 §2/§8: 'Saved to {boardName}' and 'Saved to {sectionName} in {boardName}'", () => {
    expect(MESSAGES.savedTo('Trips')).toBe('Saved to Trips');
    expect(MESSAGES.savedToSection('Rome', 'Trips')).toBe('Saved to Rome in Trips');
  });
  it("S0 §8: 'You saved this Pin to {name}!' and 'You saved your first Pin to {name}!'", () => {
    expect(MESSAGES.youSavedThisPin('Trips')).toBe('You saved this Pin to Trips!');
    expect(MESSAGES.youSavedFirstPin('Trips')).toBe('You saved your first Pin to Trips!');
  });
  it('S0 §8: login prompts for logged-out users', () => {
    expect([MESSAGES.logInToSave, MESSAGES.logInToEdit, MESSAGES.logInToFollow, MESSAGES.logInToUnfollow, MESSAGES.logInToCreate]).toEqual([
      'Log in to save this Pin',
      'Log in to edit this Pin',
      'Log in to follow',
      'Log in to unfollow',
      'Log in to create a Pin or board',
    ]);
  });
  it('S0 §5/§9 (ours): the identical-move and too-large messages are non-blank and state the 200 MB limit', () => {
    expect(MESSAGES.identicalMove.trim()).not.toBe('');
    expect(MESSAGES.uploadTooLarge).toContain(`${UPLOAD_MAX_BYTES / 1024 / 1024} MB`);
  });
});

describe('S0 §4 collaborator e-mail hints', () => {
  it("S0 §4: 'Keep typing!', 'Click to send!', 'Done!'", () => {
    expect([MESSAGES.keepTyping, MESSAGES.clickToSend, MESSAGES.done]).toEqual(['Keep typing!', 'Click to send!', 'Done!']);
  });
});

describe('S0 §2 titles, labels and buttons', () => {
  it('S0 §2: modal titles Choose board, Choose section, Create board, Create section', () => {
    expect([MESSAGES.chooseBoard, MESSAGES.chooseSection, MESSAGES.createBoard, MESSAGES.createSection]).toEqual([
      'Choose board',
      'Choose section',
      'Create board',
      'Create section',
    ]);
  });
  it("S0 §2: add section form: 'Add section', label 'Name', placeholder Like \"Lighting\", button 'Add'", () => {
    expect(MESSAGES.addSection).toBe('Add section');
    expect(MESSAGES.sectionNameLabel).toBe('Name');
    expect(MESSAGES.sectionNamePlaceholder).toBe('Like "Lighting"');
    expect(MESSAGES.add).toBe('Add');
  });
  it("S0 §2: post-save title 'Board created'; mobile lists 'Top choices' and 'All boards'", () => {
    expect(MESSAGES.boardCreated).toBe('Board created');
    expect(MESSAGES.topChoices).toBe('Top choices');
    expect(MESSAGES.allBoards).toBe('All boards');
  });
  it("S0 §2: success dialog buttons 'Send', 'See it now', 'Promote your Pin'; toast link 'View'", () => {
    expect([MESSAGES.send, MESSAGES.seeItNow, MESSAGES.promoteYourPin, MESSAGES.view]).toEqual([
      'Send',
      'See it now',
      'Promote your Pin',
      'View',
    ]);
  });
  it("S0 §2: upsell 'Now you can turn your Instagram posts into Pins' with 'Connect now'", () => {
    expect(MESSAGES.upsellTitle).toBe('Now you can turn your Instagram posts into Pins');
    expect(MESSAGES.upsellConnect).toBe('Connect now');
  });
});

describe('S0 §5/§6 saving messages', () => {
  it('S0 §6: protected board note "not listed on user\'s profile"', () =>
    expect(SAVING_MESSAGES.protectedBoardNote).toBe("not listed on user's profile"));
  it('S0 §5 (ours): sponsor label wording', () => {
    expect(SAVING_MESSAGES.paidPartnership).toBe('Paid partnership');
    expect(SAVING_MESSAGES.paidPartnershipWith).toBe('Paid partnership with');
  });
  it('S0 §6 (ours): collaborator avatars label joins names with commas and "and", counting the rest', () => {
    expect(SAVING_MESSAGES.collaboratorAvatars(['Ann'], 0)).toBe('Collaborators: Ann');
    expect(SAVING_MESSAGES.collaboratorAvatars(['Ann', 'Bob'], 0)).toBe('Collaborators: Ann and Bob');
    expect(SAVING_MESSAGES.collaboratorAvatars(['Ann', 'Bob', 'Cy'], 1)).toBe('Collaborators: Ann, Bob, Cy and 1 other');
    expect(SAVING_MESSAGES.collaboratorAvatars(['Ann', 'Bob', 'Cy'], 4)).toBe('Collaborators: Ann, Bob, Cy and 4 others');
  });
});

// S1 §2 loading screen and S1 §6 login modal heading: the spec's sentences ("Welcome to Pinterest!",
// "… Log in to access all of Pinterest"), naming our product instead of the one the spec quotes.
describe('S1 §2/§6 loading screen and login modal messages', () => {
  it("S1 §2: loading screen 'Welcome to Pinstack!'", () => expect(MESSAGES.welcome).toBe('Welcome to Pinstack!'));
  it("S1 §2: loading screen 'Your answers to the next questions will help us find the right ideas for you'", () =>
    expect(MESSAGES.welcomeBody).toBe('Your answers to the next questions will help us find the right ideas for you'));
  it("S1 §6: login modal heading 'You're almost there! Log in to access all of Pinstack'", () =>
    expect(MESSAGES.almostThere).toBe("You're almost there! Log in to access all of Pinstack"));
});

// One product name: every user-facing string says PRODUCT_NAME, none the name the spec quotes.
describe('the product name (PRODUCT_NAME)', () => {
  const texts = (table: Record<string, unknown>): string[] =>
    Object.values(table).flatMap((value) =>
      typeof value === 'string' ? [value] : typeof value === 'function' ? [String(value('x', 'y'))] : [],
    );
  it('is Pinstack, and the sign-in pages name it', () => {
    expect(PRODUCT_NAME).toBe('Pinstack');
    expect(ACCOUNT_MESSAGES.logInTitle).toBe('Log in to Pinstack');
    expect(ACCOUNT_MESSAGES.signUpTitle).toBe('Sign up for Pinstack');
    expect(ACCOUNT_MESSAGES.notAMemberYet).toBe('Not on Pinstack yet?');
  });
  it('no ad-manager route key names another product (the pages title themselves by their key)', () => {
    for (const key of Object.keys(AD_MANAGER_ROUTES)) expect(key).not.toMatch(/pinterest/i);
  });
  it('no message names another product', () => {
    for (const table of [MESSAGES, SAVING_MESSAGES, QUICK_PROMOTE_MESSAGES, SERVER_MESSAGES, ACCOUNT_MESSAGES]) {
      for (const text of texts(table)) expect(text).not.toMatch(/pinterest/i);
    }
  });
});
