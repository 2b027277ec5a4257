/** Hands a code block's highlighted lines from the CodeBlock wrapper to the Content it renders. */
import {createContext, useContext} from 'react';
import type {HighlightedLines} from './contract';

export const HighlightedLinesContext = createContext<HighlightedLines | undefined>(undefined);

export const useHighlightedLines = () => useContext(HighlightedLinesContext);
