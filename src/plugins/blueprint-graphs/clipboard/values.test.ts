import {describe, expect, it} from 'vitest';
import {displayName, objectName, objectPath, readText} from './values';

describe('displayName, as the editor spaces out a code name', () => {
  it.each([
    ['AddToViewport', false, 'Add to Viewport'],
    ['TagToCheck', false, 'Tag to Check'],
    ['InWidgetToFocus', false, 'In Widget to Focus'],
    ['ShowCursorAndFocusUI', true, 'Show Cursor and Focus UI'],
    ['Radius2D', false, 'Radius 2D'],
    ['bRebuildGrids', true, 'Rebuild Grids'],
    ['bRebuildGrids', false, 'B Rebuild Grids'],
    ['then_0', false, 'Then 0'],
    ['WBP_NarrativeHUD', false, 'WBP Narrative HUD'],
    ['ForEachLoopWithBreak', false, 'For Each Loop with Break'],
    ['Touch10', false, 'Touch 10'],
    ['GetAllActorsOfClass', false, 'Get All Actors Of Class'],
    ['Steam_Touch_1', false, 'Steam Touch 1'],
    ['BuildInstance', false, 'Build Instance'],
  ])('%s (bool: %s) is "%s"', (name, isBool, shown) => {
    expect(displayName(name, isBool)).toBe(shown);
  });
});

describe('readText', () => {
  it.each([
    ['NSLOCTEXT("K2Node", "Target", "Target")', 'Target'],
    ['INVTEXT("Open the door")', 'Open the door'],
    ['"Completed"', 'Completed'],
    ['NSLOCTEXT("", "5A", "Say \\"hi\\"")', 'Say "hi"'],
    [
      'LOCGEN_FORMAT_NAMED(NSLOCTEXT("KismetSchema", "SplitPinFriendlyNameFormat", "{PinDisplayName} {ProtoPinDisplayName}"), "PinDisplayName", NSLOCTEXT("", "8F", "New Rotation"), "ProtoPinDisplayName", NSLOCTEXT("", "75", "X (Roll)"))',
      'New Rotation X (Roll)',
    ],
    ['LOCGEN_FORMAT_ORDERED(NSLOCTEXT("", "1", "{0} of {1}"), "Part", "Whole")', 'Part of Whole'],
  ])('%s reads "%s"', (value, text) => {
    expect(readText(value)).toBe(text);
  });
});

describe('object references', () => {
  it.each([
    [`/Script/CoreUObject.Class'"/Script/UMG.UserWidget"'`, '/Script/UMG.UserWidget', 'UserWidget'],
    [`"/Script/CoreUObject.Class'/Script/Engine.Actor'"`, '/Script/Engine.Actor', 'Actor'],
    ['"/Game/UI/WBP_Menu.WBP_Menu_C"', '/Game/UI/WBP_Menu.WBP_Menu_C', 'WBP_Menu'],
    [
      `/Script/Engine.EdGraph'"/Engine/EditorBlueprintResources/StandardMacros.StandardMacros:IsValid"'`,
      '/Engine/EditorBlueprintResources/StandardMacros.StandardMacros:IsValid',
      'IsValid',
    ],
    ['None', '', ''],
  ])('%s points at %s, named %s', (value, path, name) => {
    expect(objectPath(value)).toBe(path);
    expect(objectName(value)).toBe(name);
  });
});
