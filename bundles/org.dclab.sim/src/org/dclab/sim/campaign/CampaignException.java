package org.dclab.sim.campaign;

import java.io.IOException;

/** A campaign folder that cannot be used as asked; the message names the folder and the fix. */
public final class CampaignException extends IOException {

    private static final long serialVersionUID = 1L;

    public CampaignException(String message) {
        super(message);
    }
}
