package org.dclab.ui.editor.figures;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.dclab.ui.editor.figures.LegendCorners.Corner;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.junit.jupiter.api.Test;

/** Where a dropped key stays as its canvas changes size. Hand-computed. */
class KeyPlaceTest {

    private static final Rectangle CANVAS = new Rectangle(0, 0, 800, 600);
    private static final Point KEY = new Point(130, 90);

    /** Dropped low on the left: 200 px from the left edge, 600 - 400 - 90 = 110 px from the bottom. */
    @Test
    void aKeyIsHeldByTheCornerItLiesNearest() {
        KeyPlace place = KeyPlace.droppedAt(CANVAS, new Rectangle(200, 400, KEY.x, KEY.y));
        assertEquals(new KeyPlace(Corner.BOTTOM_LEFT, 200, 110), place);
        assertEquals(new Point(200, 400), place.topLeft(CANVAS, KEY), "where it was dropped");
    }

    /** The canvas 200 px lower: the key keeps 110 px from the bottom and 200 from the left. */
    @Test
    void itFollowsItsCornerAsTheCanvasChangesSize() {
        KeyPlace place = KeyPlace.droppedAt(CANVAS, new Rectangle(200, 400, KEY.x, KEY.y));
        assertEquals(new Point(200, 200), place.topLeft(new Rectangle(0, 0, 800, 400), KEY));
    }

    /** A canvas too small for where it was: the key stays whole on it, against the far edge. */
    @Test
    void itStaysWholeOnACanvasTooSmallForItsPlace() {
        KeyPlace place = KeyPlace.droppedAt(CANVAS, new Rectangle(600, 20, KEY.x, KEY.y));
        assertEquals(new KeyPlace(Corner.TOP_RIGHT, 70, 20), place);
        assertEquals(new Point(0, 20), place.topLeft(new Rectangle(0, 0, 150, 300), KEY));
    }
}
