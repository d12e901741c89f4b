/** HTTP implementation of `BoardService` (S0 §7, wire protocol). */
import { Effect, Schema } from 'effect';
import {
  AcknowledgedSchema,
  BoardPickerResponseSchema,
  BoardSchema,
  BoardSectionSchema,
  BoardSummarySchema,
  PinSchema,
  type BoardServiceShape,
} from '@pinstack/core';
import { callApi, callApiPage } from './client.js';
import type { ResolvedConfig } from './config.js';

/** `BoardService` over HTTP; the S0 §3 picker defaults and board-create `aux_data` are the request schemas' (`withDefault`). */
export function makeBoardServiceHttp(config: ResolvedConfig): BoardServiceShape {
  return {
    getPickerBoards: (options) => callApi(config, 'BoardPickerBoardsResource.get', options, BoardPickerResponseSchema),
    getBoard: (options) => callApi(config, 'BoardResource.get', options, BoardSummarySchema),
    createBoard: (options) => callApi(config, 'BoardResource.create', options, BoardSchema),
    updateBoard: (options) => callApi(config, 'BoardResource.update', options, BoardSchema),
    deleteBoard: (options) => Effect.asVoid(callApi(config, 'BoardResource.delete', options, AcknowledgedSchema)),
    archiveBoard: (options) => callApi(config, 'BoardArchiveResource.create', options, BoardSchema),
    unarchiveBoard: (options) => callApi(config, 'BoardArchiveResource.delete', options, BoardSchema),
    updateSection: (options) => callApi(config, 'BoardSectionResource.update', options, BoardSectionSchema),
    deleteSection: (options) => Effect.asVoid(callApi(config, 'BoardSectionResource.delete', options, AcknowledgedSchema)),
    getSection: (options) => callApi(config, 'BoardSectionResource.get', options, BoardSectionSchema),
    createSection: (options) => callApi(config, 'BoardSectionResource.create', options, BoardSectionSchema),
    getSections: (options) => callApi(config, 'BoardSectionsRepinResource.get', options, Schema.Array(BoardSectionSchema)),
    addSectionPins: (options) => Effect.asVoid(callApi(config, 'BoardSectionEditResource.update', options, AcknowledgedSchema)),
    removeSectionPins: (options) => Effect.asVoid(callApi(config, 'BoardSectionPinsResource.delete', options, AcknowledgedSchema)),
    getBoardFeed: (options) => Effect.map(callApiPage(config, 'BoardFeedResource.get', options, PinSchema), (page) => page.items),
  };
}
