package org.dclab.ui.classroom;

import java.util.Map;

import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.PaletteData;
import org.eclipse.swt.graphics.RGB;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.EncodeHintType;
import com.google.zxing.WriterException;
import com.google.zxing.common.BitMatrix;
import com.google.zxing.qrcode.QRCodeWriter;
import com.google.zxing.qrcode.decoder.ErrorCorrectionLevel;

/** The class page's address as a QR code (ZXing) that a phone's camera reads off the projector. */
final class QrCode {

    private QrCode() {
    }

    /**
     * The code of {@code text}, {@code modulePixels} screen pixels per module, with the quiet zone of four modules a
     * reader needs, black on white.
     */
    static ImageData of(String text, int modulePixels) {
        BitMatrix matrix;
        try {
            matrix = new QRCodeWriter().encode(text, BarcodeFormat.QR_CODE, 0, 0,
                    Map.of(EncodeHintType.ERROR_CORRECTION, ErrorCorrectionLevel.M, EncodeHintType.MARGIN, 4));
        } catch (WriterException e) {
            throw new IllegalArgumentException("no QR code holds " + text.length() + " characters", e);
        }
        int size = matrix.getWidth() * modulePixels;
        ImageData image = new ImageData(size, size, 1, new PaletteData(new RGB(255, 255, 255), new RGB(0, 0, 0)));
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                if (matrix.get(x / modulePixels, y / modulePixels)) {
                    image.setPixel(x, y, 1);
                }
            }
        }
        return image;
    }
}
