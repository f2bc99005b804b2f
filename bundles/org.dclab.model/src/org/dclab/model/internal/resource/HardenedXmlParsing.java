package org.dclab.model.internal.resource;

import java.util.HashMap;
import java.util.Map;

import javax.xml.XMLConstants;

import org.eclipse.emf.ecore.xmi.XMLParserPool;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.impl.XMLParserPoolImpl;

/**
 * The XML parser settings every {@code .dclab} load runs with, whatever options its caller passes.
 *
 * <p>Scenario files travel between people, so one may be hostile. A DOCTYPE is refused outright: a valid scenario
 * never has one, and refusing it shuts out external entities (reading local files, fetching URLs) and entity
 * expansion bombs in one place, with an error that names the cause. The other features repeat the same intent so
 * that a parser which ignored the first would still not fetch anything.
 */
final class HardenedXmlParsing {

    static final Map<String, Boolean> PARSER_FEATURES = Map.of(
            "http://apache.org/xml/features/disallow-doctype-decl", Boolean.TRUE,
            "http://apache.org/xml/features/nonvalidating/load-external-dtd", Boolean.FALSE,
            "http://xml.org/sax/features/external-general-entities", Boolean.FALSE,
            "http://xml.org/sax/features/external-parameter-entities", Boolean.FALSE,
            XMLConstants.FEATURE_SECURE_PROCESSING, Boolean.TRUE);

    /** Shared because building a SAX parser costs more than parsing a small scenario; keyed by the features above. */
    static final XMLParserPool PARSER_POOL = new XMLParserPoolImpl();

    private HardenedXmlParsing() {
    }

    static Map<Object, Object> enforce(Map<?, ?> options) {
        Map<Object, Object> hardened = options == null ? new HashMap<>() : new HashMap<>(options);
        hardened.put(XMLResource.OPTION_PARSER_FEATURES, featuresWithHardening(hardened.get(XMLResource.OPTION_PARSER_FEATURES)));
        hardened.put(XMLResource.OPTION_RESOLVE_ENTITIES, Boolean.FALSE);
        return hardened;
    }

    private static Map<String, Boolean> featuresWithHardening(Object requested) {
        Map<String, Boolean> features = new HashMap<>();
        if (requested instanceof Map<?, ?> requestedFeatures) {
            requestedFeatures.forEach((name, value) -> features.put((String) name, (Boolean) value));
        }
        features.putAll(PARSER_FEATURES);
        return features;
    }
}
